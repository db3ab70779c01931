// The phone / e-mail choice of registration and the forgotten password: two toggle
// buttons; the form swaps the address field and the code's label with it.
import { h } from "../dom";
import { onLanguage, t, translated, txt } from "../kit";

/** The way a code travels. */
export type Channel = "phone" | "email";

/** A labelled pair of toggle buttons; `onChange` runs after a switch. */
export function channelToggle(
  labelKey: string,
  keys: Record<Channel, string>,
  onChange: (c: Channel) => void,
) {
  let current: Channel = "phone";
  const group = translated(h("div", { class: "lg-seg lg-channel", role: "group" }), (e) =>
    e.setAttribute("aria-label", t(labelKey)),
  );
  const buttons = (["phone", "email"] as const).map((c) => {
    const b = txt(h("button", { type: "button" }), keys[c]);
    b.addEventListener("click", () => {
      if (current === c) return;
      current = c;
      render();
      onChange(c);
    });
    group.append(b);
    return [c, b] as const;
  });
  const render = () => {
    for (const [c, b] of buttons) b.setAttribute("aria-pressed", String(c === current));
  };
  onLanguage(render);
  render();
  return { el: group, current: () => current };
}
