// Row actions of the account list (part1 §2): activate (only a pending account with manual
// activation), the enable/disable toggle by disableState (1 → disable, 2 → enable, 3 locked →
// none), details, and the fault link to /obstacle. Plain buttons: they render 100 times a page.
import type { Account } from "@fixcloud/sdk";
import { memo } from "react";
import { of, useRowApi } from "../rowApi";

/** The fault tool with the account preset: /obstacle?accountName=&serviceSubType= (part1 §2). */
export const faultSearch = (a: Account) => ({ accountName: a.accountName, serviceSubType: a.serviceSubType });
/** The link's address for opening it elsewhere (a click navigates through the router). */
const faultHref = (a: Account) => `#/obstacle?${new URLSearchParams(faultSearch(a))}`;

/** Activation is offered only for manual activation (1) of a pending account (1), part1 §2. */
const canActivate = (a: Account) => a.activationType === 1 && a.serviceState === 1;

/** The actions cell of an account row. */
export const RowActions = memo(function RowActions({ account: a }: { account: Account }) {
  const row = useRowApi();
  const L = row.labels;
  const { allows } = row;
  const name = a.accountName;
  const toggle =
    a.disableState === 1 && allows("disable")
      ? "disable"
      : a.disableState === 2 && allows("enable")
        ? "enable"
        : null;
  return (
    <span className="fc-actions">
      {allows("activate") && (
        // Not `disabled`: a disabled button cannot be focused, and its reason must be reachable.
        <button
          type="button"
          className="fc-link"
          aria-disabled={!canActivate(a) || undefined}
          disabled={row.busy}
          title={canActivate(a) ? undefined : L["row.activateWhy"]}
          onClick={() => canActivate(a) && row.activate(a)}
          aria-label={of(L["row.activateOf"], name)}
        >
          {L.activate}
        </button>
      )}
      {toggle && (
        // One element for both directions, so a row reused for another account updates it.
        <button
          type="button"
          className="fc-link"
          data-danger={toggle === "disable" || undefined}
          disabled={row.busy}
          onClick={() => row.toggle(a)}
          aria-label={of(L[toggle === "disable" ? "row.disableOf" : "row.enableOf"], name)}
        >
          {L[toggle]}
        </button>
      )}
      <button
        type="button"
        className="fc-link"
        onClick={() => row.detail(a)}
        aria-label={of(L["row.detailOf"], name)}
      >
        {L.details}
      </button>
      {row.faultLink && (
        <a
          className="fc-link"
          href={faultHref(a)}
          onClick={(e) => {
            e.preventDefault();
            row.fault(a);
          }}
          aria-label={of(L["row.faultOf"], name)}
        >
          {L["row.fault"]}
        </a>
      )}
    </span>
  );
});
