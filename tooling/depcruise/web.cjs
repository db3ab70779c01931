// The console's import rules (packages/web): none yet.
module.exports = { forbidden: [] };
