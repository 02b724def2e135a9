/** Why a media link could not be kept, in a few words a person reads on the saved ad. */
export class MediaFetchError extends Error {}
