import type { PanelRanges } from '#shared/report/scale-corrosion.ts';
import {
  DEFAULT_CONTROL_RANGES,
  pickRangeSystemType,
  type SystemControlRanges,
} from '#shared/water/control-ranges.ts';

/** Said under the panel when the user's ranges could not be read and the defaults colour it. */
export const DEFAULT_RANGES_NOTE = "Couldn't load your control ranges, so the defaults colour this panel.";

/**
 * The ranges the report's panel is read against: the survey's system type (its first open system, else its first
 * water system) and the user's ranges for it, or that type's defaults when the user's ranges are not loaded.
 */
export function chooseReportRanges(
  equipmentTypes: readonly string[],
  userRanges: readonly SystemControlRanges[] | undefined,
): PanelRanges {
  const systemType = pickRangeSystemType(equipmentTypes);
  const saved = userRanges?.find((entry) => entry.systemType === systemType);
  return { systemType, ranges: saved?.ranges ?? DEFAULT_CONTROL_RANGES[systemType] };
}
