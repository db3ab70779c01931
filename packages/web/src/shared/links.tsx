// Mantine anchors as type-safe router links (route paths and search params are checked). Button
// links are ./buttonLink.tsx: the first route shows anchors only, and Mantine's Button would come
// with them (first-route budget).
import { Anchor, type AnchorProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { ComponentPropsWithRef } from "react";

function AnchorBase(props: AnchorProps & ComponentPropsWithRef<"a">) {
  return <Anchor component="a" {...props} />;
}

/** A Mantine anchor that is a typed router link. */
export const AnchorLink = createLink(AnchorBase);
