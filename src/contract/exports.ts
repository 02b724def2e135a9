/**
 * The most ads one export holds (`X-Export-Cap`): a search or board of more is cut here, and the
 * answer says so. Part of the contract: the API documents it and clients read it.
 */
export const EXPORT_MAX = 100_000
