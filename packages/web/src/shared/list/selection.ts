// The ticked rows of a list page (part1 §2 batch actions and exports), bound to the list request
// they were ticked in: a new search or page starts without a selection.
import { useCallback, useState } from "react";

/** Ticked rows of the list whose request is `requestKey` (any stable text of the request). */
export function usePageSelection<Row>(requestKey: string): [Row[], (rows: Row[]) => void] {
  const [picked, setPicked] = useState<{ key: string; rows: Row[] }>({ key: "", rows: [] });
  const selected = picked.key === requestKey ? picked.rows : [];
  const onChange = useCallback((rows: Row[]) => setPicked({ key: requestKey, rows }), [requestKey]);
  return [selected, onChange];
}
