// Messages of `fixcloud api` (a signed-in call of any catalogued endpoint). Call names
// and paths are the catalogue's; only the CLI's own sentences are here.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of `fixcloud api`. */
export const apiMessages = defineLabels({
  en: {
    "api.needCall": "Name a call (e.g. accounts.selectAccServList) or a path, or use --list.",
    "api.unknown": "No catalogued call is named or found at '{call}'.",
    "api.didYouMean": "Did you mean: {names}?",
    "api.field": "{flag} takes key=value, got '{value}'.",
    "api.fieldKey": "{flag}: '{key}' is not a field name (letters, digits, _ and [] or [name]).",
    "api.fieldClash": "{flag}: '{key}' is given both as a value and as nested fields.",
    "api.input": "--input {file}: {problem}",
    "api.inputObject": "the body must be a JSON object",
    "api.file": "{flag}: cannot read {file}: {problem}",
    "api.uploadFile": "{call} uploads a file: give it as -F file=@path.",
    "api.notList": "--paginate needs a paged list call; {call} is not one.",
    "api.download": "{call} answers a file: give --out FILE (a terminal cannot take its bytes).",
    "api.outNotDownload": "--out is for calls that answer a file; {call} answers JSON.",
    "api.signIn": "{call} is a sign-in or account-recovery call, not a signed-in one: use `fixcloud login`.",
    "api.invalid": "{call}: {field}: {problem}",
    "api.encrypt": "--encrypt {field}: the body has no text field '{field}'.",
    "api.saved": "Saved {file} ({bytes, plural, one {# byte} other {# bytes}}).",
  },
  "zh-CN": {
    "api.needCall": "请指定调用名（如 accounts.selectAccServList）或路径，或使用 --list。",
    "api.unknown": "目录中没有名为或路径为 '{call}' 的调用。",
    "api.didYouMean": "您是否要找：{names}？",
    "api.field": "{flag} 的格式为 key=value，实际为 '{value}'。",
    "api.fieldKey": "{flag}：'{key}' 不是字段名（字母、数字、_ 以及 [] 或 [名称]）。",
    "api.fieldClash": "{flag}：'{key}' 既作为值又作为嵌套字段给出。",
    "api.input": "--input {file}：{problem}",
    "api.inputObject": "请求体必须是 JSON 对象",
    "api.file": "{flag}：无法读取 {file}：{problem}",
    "api.uploadFile": "{call} 需要上传文件：请用 -F file=@路径 指定。",
    "api.notList": "--paginate 需要分页列表调用；{call} 不是。",
    "api.download": "{call} 返回文件：请用 --out FILE 指定保存位置（终端无法接收文件内容）。",
    "api.outNotDownload": "--out 仅用于返回文件的调用；{call} 返回 JSON。",
    "api.signIn": "{call} 是登录或找回账号调用，不是登录后的调用：请使用 `fixcloud login`。",
    "api.invalid": "{call}：{field}：{problem}",
    "api.encrypt": "--encrypt {field}：请求体中没有文本字段 '{field}'。",
    "api.saved": "已保存 {file}（{bytes} 字节）。",
  },
});
