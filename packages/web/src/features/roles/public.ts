// What the roles area offers the other features (the sub-account role dialog lists every role).
export { everyRole } from "./queries";
