// What the certification area offers the other features (a ticket's attachments show their
// stored thumbnails as certificates do).
export { StoredImage } from "./components/StoredImage";
