/** The chart's fixed height, shared with the placeholder shown while its chunk loads. */
export const CHART_HEIGHT = '180px';
