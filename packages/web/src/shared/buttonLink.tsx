// Mantine buttons as type-safe router links (route paths and search params are checked).
import { Button, type ButtonProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { ComponentPropsWithRef } from "react";

function ButtonBase(props: ButtonProps & ComponentPropsWithRef<"a">) {
  return <Button component="a" {...props} />;
}

/** A Mantine button that is a typed router link. */
export const ButtonLink = createLink(ButtonBase);
