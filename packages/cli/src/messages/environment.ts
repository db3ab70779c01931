// `fixcloud help environment`: every environment variable the CLI reads, in both
// languages. A test reads src/ for `FIXCLOUD_*` reads and fails when one is missing here, so the
// list cannot go stale. Keys are `env.<VARIABLE>`, in the order the topic prints them.
import { defineLabels } from "@fixcloud/sdk/lists";

/** The environment variables the CLI reads, described. */
export const environmentMessages = defineLabels({
  en: {
    "env.title":
      "Environment variables read by fixcloud (a command-line flag wins over a variable, a variable over the profile's setting):",
    "env.FIXCLOUD_TOKEN":
      "Session token to use instead of the profile's (CI). `fixcloud auth token` prints one. Never printed or logged.",
    "env.FIXCLOUD_ROLE_CODE":
      "Role code a sub-account's FIXCLOUD_TOKEN acts in. Default: asked of the server once per run (the main account has none).",
    "env.FIXCLOUD_BASE_URL":
      "Server URL (--base-url wins; default: the profile's, else http://127.0.0.1:8787).",
    "env.FIXCLOUD_CONFIG_DIR":
      "Directory of config.json (profiles and tokens, mode 0600) and of the bulk-job journals. Default: ~/.config/fixcloud (XDG_CONFIG_HOME).",
    "env.FIXCLOUD_LANG":
      "Language of every message: zh-CN or en (zh* means zh-CN). --lang wins; it wins over `config set lang` and LANG.",
    "env.FIXCLOUD_TIME_ZONE":
      "Time zone of shown and typed times: UTC or local (default: the profile's, else UTC).",
    "env.FIXCLOUD_NTRIP_PASSWORD":
      "Password of the service account `fixcloud ntrip probe` signs in with (instead of --password-stdin or a prompt). Never printed.",
    "env.FIXCLOUD_JQ":
      "The jq that --jq runs: a path, or builtin for the built-in one (default: jq on PATH, else the built-in one).",
    "env.FIXCLOUD_DEBUG": "1: print the stack of an unexpected error.",
    "env.FIXCLOUD_NO_OPEN": "1: do not open the verification-code image in a viewer at `fixcloud login`.",
    "env.CI": "Any value but empty, false or 0: never prompt (confirmations need --yes).",
    "env.NO_COLOR": "Any value: no colours (same as --no-color).",
    "env.LANG": "Locale, read last (after LC_ALL and LC_MESSAGES): zh* means zh-CN, anything else en.",
    "env.XDG_CONFIG_HOME": "Base of the default config directory on Linux (~/.config when unset).",
  },
  "zh-CN": {
    "env.title": "fixcloud 读取的环境变量（命令行参数优先于环境变量，环境变量优先于配置中的设置）：",
    "env.FIXCLOUD_TOKEN":
      "代替配置中令牌使用的会话令牌（用于 CI）。可由 `fixcloud auth token` 输出。永不打印或记录。",
    "env.FIXCLOUD_ROLE_CODE":
      "子账号的 FIXCLOUD_TOKEN 所用的角色代码。默认：每次运行向服务器查询一次（主账号没有角色）。",
    "env.FIXCLOUD_BASE_URL":
      "服务器地址（--base-url 优先；默认：配置中的地址，否则 http://127.0.0.1:8787）。",
    "env.FIXCLOUD_CONFIG_DIR":
      "config.json（配置与令牌，权限 0600）及批量任务日志所在目录。默认：~/.config/fixcloud（XDG_CONFIG_HOME）。",
    "env.FIXCLOUD_LANG":
      "所有提示的语言：zh-CN 或 en（zh* 视为 zh-CN）。--lang 优先；它优先于 `config set lang` 和 LANG。",
    "env.FIXCLOUD_TIME_ZONE": "显示和输入时间所用的时区：UTC 或 local（默认：配置中的设置，否则 UTC）。",
    "env.FIXCLOUD_NTRIP_PASSWORD":
      "`fixcloud ntrip probe` 登录所用差分账号的密码（代替 --password-stdin 或交互输入）。永不打印。",
    "env.FIXCLOUD_JQ":
      "--jq 所用的 jq：程序路径，或 builtin 表示内置 jq（默认：PATH 中的 jq，否则内置 jq）。",
    "env.FIXCLOUD_DEBUG": "1：意外错误时打印调用栈。",
    "env.FIXCLOUD_NO_OPEN": "1：`fixcloud login` 时不用看图程序打开验证码图片。",
    "env.CI": "非空且不为 false 或 0：从不提示（确认操作需要 --yes）。",
    "env.NO_COLOR": "任意值：不使用颜色（同 --no-color）。",
    "env.LANG": "区域设置，最后读取（在 LC_ALL 和 LC_MESSAGES 之后）：zh* 视为 zh-CN，其余为 en。",
    "env.XDG_CONFIG_HOME": "Linux 上默认配置目录的上级目录（未设置时为 ~/.config）。",
  },
});
