// How the console treats a failed call (part1 §8): the session codes are answered by a
// redirect (no message on top of it), an aborted request is no failure, every other error shows
// the server's message (or the SDK's transport message). Branches on the SDK's error classes.
import { FixcloudError, SessionError, ToOverviewError } from "@fixcloud/sdk";

/** 401/406 (to sign-in) and 505 (to the overview): the redirect is the whole answer. */
export function isRedirecting(error: unknown): boolean {
  return error instanceof SessionError || error instanceof ToOverviewError;
}

/** A request the console itself cancelled (a new search replaced it). */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/** The message to show for an error: the server's or the SDK's, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof FixcloudError && error.message ? error.message : fallback;
}
