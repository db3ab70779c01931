// Mantine Button's look without Mantine's Button (first route ≤ 170 KB gz). Button
// brings its loading overlay (Loader, Transition and the transition presets) and its group
// statics, ~3 KB gz, to the few plain buttons the shell and the overview show (user menu, unread
// count, purchase details, state pages, toasts). Spread on an UnstyledButton (any `component`);
// app.css `.fc-button` draws Mantine's sizes and its light and subtle variants.

/** What {@link plainButton} draws: Mantine Button's variant, size and colour of the same names. */
export interface PlainButtonLook {
  variant: "light" | "subtle";
  /** Default `sm`. */
  size?: "xs" | "sm" | "compact-xs" | "compact-sm";
  /** Default the theme's primary colour. */
  color?: "red";
}

/** The class and data attributes of a plain button, to spread on an UnstyledButton. */
export function plainButton({ variant, size = "sm", color }: PlainButtonLook) {
  return {
    className: "fc-button",
    "data-variant": variant,
    "data-size": size,
    ...(color ? { "data-color": color } : {}),
  };
}
