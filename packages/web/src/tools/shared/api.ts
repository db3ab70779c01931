// The tool pages' one call, `tools.ionosphereGrid`, sent with the console's headers
// (stored session, role, language, time zone) by a plain fetch: the SDK's Transport validates
// with zod, which would cost the page ~29 KB of its 150 KB budget; the answer is checked here
// for the fields the page reads. A session that ended (401/406) opens the sign-in page saying
// so, as the console does.
import { type IonosphereGrid, type IonosphereGridRequest, roleCodeOf } from "@fixcloud/sdk";
import { IONOSPHERE_GRID_PATH } from "@fixcloud/sdk/lists";
import { goToLogin } from "../../shared/session";
import { getSettings } from "../../shared/settings";
import { readSession } from "../../shared/storage";

/** The map of one hour; throws an Error with the server's message (or the HTTP status) otherwise. */
export async function ionosphereGrid(
  body: IonosphereGridRequest,
  signal?: AbortSignal,
): Promise<IonosphereGrid> {
  const session = readSession();
  const { language, timeZone } = getSettings();
  const role = roleCodeOf(session);
  const res = await fetch(IONOSPHERE_GRID_PATH, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      token: session?.token ?? "",
      language,
      timeZone,
      ...(role ? { roleCode: role } : {}),
    },
    body: JSON.stringify(body),
    signal: signal ?? null,
  });
  const env = (await res.json().catch(() => null)) as {
    code?: number;
    message?: string;
    data?: IonosphereGrid;
  } | null;
  if (env?.code === 200 && env.data && Array.isArray(env.data.cells)) return env.data;
  if (env?.code === 401 || env?.code === 406) goToLogin({ remember: false, reason: "expired" });
  throw new Error(env?.message || `HTTP ${res.status}`);
}
