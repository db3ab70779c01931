// What the fault area offers the other features: the round time ticks of its timeline chart,
// which the fleet health trend draws its time axis with.
export { type TimeTicks, timeTicks } from "./ticks";
