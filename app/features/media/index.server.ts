// What other features may import of media, for their server code (.server modules); they import nothing else of it (ADR 035).
export { imageInfo } from "./image-lookup.server";
export { refreshSocialCards } from "./social-cards.server";
export { storeImage } from "./store-image.server";
export { releaseImage } from "./unclaimed-uploads.server";
