// How the built CLI loads its own bundles (start-up budget): each bundle of dist/ (the
// entry, one per verb, the SDK client) is a CommonJS file compiled with a V8 code cache, so a
// command after the first skips most of parsing and compiling (the largest part of a short
// command's start-up after Node's own). Node 22 has `module.enableCompileCache()`; Node 20 has
// not, so this does the same with `vm.Script`'s `cachedData`, for our files only. Built as
// dist/boot.js, the one file loaded without the cache (it is small). The cache is an
// optimisation only: any failure to read or write it falls back to a plain compile.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { Script } from "node:vm";

/** A CommonJS module's exports, as `require` returns them. */
type Exports = Record<string, unknown>;

/**
 * The per-user cache directory (`$XDG_CACHE_HOME/fixcloud/v8`, else `~/.cache/fixcloud/v8`,
 * mode 0700), or undefined when caching is off (`NODE_DISABLE_COMPILE_CACHE`, Node's own
 * switch) or the directory cannot be used. A directory another user owns or can write is
 * refused: cached bytecode runs as this user's code.
 */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  try {
    const base = env.XDG_CACHE_HOME || join(homedir(), ".cache");
    const dir = join(base, "fixcloud", "v8");
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = statSync(dir);
    const uid = process.getuid?.();
    if ((uid !== undefined && st.uid !== uid) || (st.mode & 0o022) !== 0) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}

let dir: string | undefined | null = null;
/** Scripts whose cache is written when the process exits (then their lazily compiled functions are in it too). */
const pending: { script: Script; file: string }[] = [];

function saveAtExit(): void {
  for (const { script, file } of pending) {
    try {
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, script.createCachedData(), { mode: 0o600 });
      renameSync(tmp, file);
    } catch {
      // A read-only or full disk only costs the next command a plain compile.
    }
  }
}

/** FNV-1a (32 bits) of `text`, in hex: a short file name for a path (node:crypto costs ~4 ms to load). */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, "0");
}

/**
 * `require` a CommonJS bundle of dist/ (a path relative to dist/, e.g.
 * `commands/accounts.cjs`) through the code cache. Same module instance as a plain
 * `require` of the file: it is registered in the require cache. The cache file is named by the
 * file's path, size and modification time and the Node version, so a rebuilt or edited bundle
 * never runs stale bytecode (V8 itself checks only the source's length). Throws what the
 * module throws, like `require`.
 */
export function load(relative: string): Exports {
  return loadFile(join(__dirname, relative));
}

/** {@link load} of an absolute path (any CommonJS file). */
export function loadFile(filename: string): Exports {
  const cached = (Module as unknown as { _cache: Record<string, Module> })._cache[filename];
  if (cached) return cached.exports as Exports;
  if (dir === null) dir = cacheDir();
  const text = readFileSync(filename, "utf8");
  const stat = statSync(filename);
  // A `#!` line is valid only at the very start of a script: keep it as a comment (same lines).
  const source = text.startsWith("#!") ? `//${text.slice(2)}` : text;
  const key = `${fnv1a(`${process.arch}\0${filename}`)}-${stat.size}-${Math.round(stat.mtimeMs * 1000)}-${process.version}`;
  const cacheFile = dir ? join(dir, `${key}.bin`) : undefined;
  let cachedData: Buffer | undefined;
  if (cacheFile)
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
  const script = new Script(Module.wrap(source), { filename, ...(cachedData ? { cachedData } : {}) });
  if (cacheFile && (!cachedData || script.cachedDataRejected)) {
    if (pending.length === 0) process.once("exit", saveAtExit);
    pending.push({ script, file: cacheFile });
  }
  const mod = new Module(filename);
  mod.filename = filename;
  (mod as unknown as { paths: string[] }).paths = (
    Module as unknown as { _nodeModulePaths(dir: string): string[] }
  )._nodeModulePaths(dirname(filename));
  (Module as unknown as { _cache: Record<string, Module> })._cache[filename] = mod;
  const wrapper = script.runInThisContext() as (
    exports: unknown,
    require: NodeJS.Require,
    module: Module,
    filename: string,
    dirname: string,
  ) => void;
  try {
    wrapper.call(mod.exports, mod.exports, createRequire(filename), mod, filename, dirname(filename));
  } catch (error) {
    delete (Module as unknown as { _cache: Record<string, Module> })._cache[filename];
    throw error;
  }
  mod.loaded = true;
  return mod.exports as Exports;
}
