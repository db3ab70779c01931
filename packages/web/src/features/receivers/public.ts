// What the receivers area offers the other features (the message settings' recipient chooser).
export { everyReceiver } from "./queries";
