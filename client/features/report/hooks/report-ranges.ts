/** Said under the panel when the user's ranges could not be read and the defaults colour it. */
export const DEFAULT_RANGES_NOTE = "Couldn't load your control ranges, so the defaults colour this panel.";
