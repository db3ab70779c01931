// The light entry `@fixcloud/sdk/stations`: the NTRIP caster's base stations, mount
// points and nearestStation as plain data, for the sandbox's caster, the coverage page and the
// fault verdict without loading the catalogue.
export * from "../catalogue/stations/index.js";
