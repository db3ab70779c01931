// Fault diagnosis's one change (part2 §2, §7): the GGA export of a submitted search, saved as a
// file; a failure is notified.
import type { FaultSearch } from "@fixcloud/sdk";
import { useMutation } from "@tanstack/react-query";
import { exportSaved } from "../../shared/exports";
import { notifyError } from "../../shared/notify";
import { fault } from "./api";

/** Export the GGA records of a search and save the file. */
export function useExportGga() {
  return useMutation({
    mutationFn: (s: FaultSearch) => fault.exportGga(s),
    onSuccess: exportSaved,
    onError: notifyError,
  });
}
