import { join } from "node:path";
import { fileURLToPath } from "node:url";

// Starts one sandbox (in memory, fixed captcha) serving the built console, for every browser test.
// Imports the built package: Playwright's loader does not follow the workspace's source condition.
export default async function globalSetup() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const { startSandbox } = await import(join(root, "packages/fixtures/dist/index.js"));
  const sandbox = await startSandbox({
    memory: true,
    captcha: "1234",
    port: 0,
    consoleDir: join(root, "packages/web/dist"),
  });
  process.env.E2E_BASE_URL = sandbox.url;
  return async () => sandbox.close();
}
