// Session commands: `login`, `logout`, `whoami`. Registration only: the verbs load lazily.
import type { Command } from "commander";
import { examples, h } from "../../lang.js";
import { lazyAction } from "../../runner.js";

export function registerAuth(program: Command): void {
  program
    .command("login")
    .description(h("Sign in and keep the session in the profile.", "登录并将会话保存到配置中。"))
    .option(
      "--username <name>",
      h("Username (prompted on a terminal when missing).", "用户名（终端中缺省时会提示输入）。"),
    )
    .option(
      "--password-stdin",
      h(
        "Read the password from standard input (for scripts and CI).",
        "从标准输入读取密码（用于脚本和 CI）。",
      ),
    )
    .option(
      "--captcha <code>",
      h(
        "Image captcha code (for a sandbox started with --captcha CODE); prompted on a terminal.",
        "图形验证码（用于以 --captcha CODE 启动的沙箱）；终端中会显示图片并提示输入。",
      ),
    )
    .addHelpText(
      "after",
      examples(
        "fixcloud login",
        "fixcloud login --username demo",
        'printf %s "$FIXCLOUD_PASSWORD" | fixcloud login --username demo --password-stdin --captcha 1234',
      ) +
        h(
          "\nOn a terminal the captcha is drawn with block characters and saved as an .svg file.\n",
          "\n在终端中，验证码会以字符块画出，并另存为 .svg 文件。\n",
        ),
    )
    .action(lazyAction(() => import("./login.js")));

  program
    .command("logout")
    .description(h("Forget the session of the profile.", "清除配置中的会话。"))
    .addHelpText("after", examples("fixcloud logout", "fixcloud logout --profile staging"))
    .action(lazyAction(() => import("./logout.js")));

  program
    .command("whoami")
    .description(h("Show who is signed in (never the token).", "显示当前登录信息（不显示令牌）。"))
    .addHelpText("after", examples("fixcloud whoami", "fixcloud whoami --output json"))
    .action(lazyAction(() => import("./whoami.js")));
}
