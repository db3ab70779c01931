// Fault diagnosis (part2 §2, §7): key factory and query options of the sub-type lookup (per
// typed name, after the 200 ms debounce), the report with its verdict (one search) and the two
// paged tables. A search is immutable once submitted: its object is the key.
import { FAULT_STATIONS, type FaultSearch } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { fault } from "./api";

/** Query keys of fault diagnosis. */
export const faultKeys = {
  all: ["fault"] as const,
  lookup: (name: string) => [...faultKeys.all, "lookup", name] as const,
  report: (s: FaultSearch) => [...faultKeys.all, "report", s] as const,
  errors: (s: FaultSearch, page: number, size: number) =>
    [...faultKeys.all, "errors", s, page, size] as const,
  behaviours: (s: FaultSearch, page: number, size: number, opType: number) =>
    [...faultKeys.all, "behaviours", s, page, size, opType] as const,
};

/** The account's sub-types; null for 571 (cleared silently). */
export const lookupQuery = (name: string) =>
  queryOptions({
    queryKey: faultKeys.lookup(name),
    queryFn: ({ signal }) => fault.subTypes(name, { signal }),
    enabled: name !== "",
    staleTime: 60_000,
    retry: false,
  });

/** Base info, latest service info, usage, and the verdict over every error and login of the range. */
export const reportQuery = (s: FaultSearch) =>
  queryOptions({
    queryKey: faultKeys.report(s),
    queryFn: ({ signal }) => fault.report(s, { stations: FAULT_STATIONS }, { signal }),
    staleTime: 30_000,
    retry: false,
  });

/** One page of refused connections. */
export const errorsQuery = (s: FaultSearch, page: number, size: number) =>
  queryOptions({
    queryKey: faultKeys.errors(s, page, size),
    queryFn: ({ signal }) => fault.errors(s, page, size, { signal }),
    placeholderData: keepPreviousData,
  });

/** One page of the behaviour log (opType -1 all, 1, 2, 4). */
export const behavioursQuery = (s: FaultSearch, page: number, size: number, opType: -1 | 1 | 2 | 3 | 4) =>
  queryOptions({
    queryKey: faultKeys.behaviours(s, page, size, opType),
    queryFn: ({ signal }) => fault.behaviours(s, page, size, opType, { signal }),
    placeholderData: keepPreviousData,
  });

/** One page of the search's connection log (every attempt, newest first). */
export const connectionsQuery = (s: FaultSearch, page: number, size: number) =>
  queryOptions({
    queryKey: [...faultKeys.all, "connections", s, page, size] as const,
    queryFn: ({ signal }) =>
      fault.connections(
        s.accountName,
        page,
        size,
        { startTime: s.startTime, endTime: s.endTime },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
