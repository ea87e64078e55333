/** The date both legal texts were last revised; change it whenever either text changes. */
export const LEGAL_LAST_UPDATED = '22 November 2026'
