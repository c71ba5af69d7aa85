export const SIDEBAR_WIDTH = 256;

/** The guide's column beside the page on wide screens. */
export const GUIDE_WIDTH = 360;
