// Mantine anchors and buttons as type-safe router links (route paths and search params are checked).
import { Anchor, type AnchorProps, Button, type ButtonProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { ComponentPropsWithRef } from "react";

function AnchorBase(props: AnchorProps & ComponentPropsWithRef<"a">) {
  return <Anchor component="a" {...props} />;
}

/** A Mantine anchor that is a typed router link. */
export const AnchorLink = createLink(AnchorBase);

function ButtonBase(props: ButtonProps & ComponentPropsWithRef<"a">) {
  return <Button component="a" {...props} />;
}

/** A Mantine button that is a typed router link. */
export const ButtonLink = createLink(ButtonBase);
