// Fleet health (docs/fleet-health.md): key factory and query options of a scope's figures and
// of its worst rovers, shared by the route loader and the page. The figures are rollups that move
// every 5 minutes: read again after a minute, and every minute while the page is open. A scope
// change keeps the previous figures on screen until the new ones arrive.
import type { FleetRequest } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { fleet } from "./api";

/** How long figures stay fresh, and how often an open page reads them again, ms. */
export const FLEET_REFRESH_MS = 60_000;

/** Query keys of fleet health. */
export const fleetKeys = {
  all: ["fleet"] as const,
  health: (r: FleetRequest) => [...fleetKeys.all, "health", r] as const,
  worst: (r: FleetRequest) => [...fleetKeys.all, "worst", r] as const,
};

/** Rover counts, summary and trend of a scope over its window. */
export const fleetHealthQuery = (r: FleetRequest) =>
  queryOptions({
    queryKey: fleetKeys.health(r),
    queryFn: ({ signal }) => fleet.health(r, { signal }),
    staleTime: FLEET_REFRESH_MS,
    refetchInterval: FLEET_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

/** The rovers of a scope that fare worst, with their verdicts. */
export const fleetWorstQuery = (r: FleetRequest) =>
  queryOptions({
    queryKey: fleetKeys.worst(r),
    queryFn: ({ signal }) => fleet.worst(r, { signal }),
    staleTime: FLEET_REFRESH_MS,
    refetchInterval: FLEET_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
