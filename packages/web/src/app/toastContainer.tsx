// Mantine's notifications container with the console's placement; loaded by ./toasts.tsx with
// the first toast.
import { Notifications } from "@mantine/notifications";

/** The toasts, top right (the header's user menu stays visible). */
export default function ToastContainer() {
  return <Notifications position="top-right" />;
}
