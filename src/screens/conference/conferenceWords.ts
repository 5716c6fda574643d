// Words and addresses of the conference bridge screens (CALL-04, decision 0103).
export const conferenceHref = (kitId?: number) =>
  `#/management/m/conference${kitId === undefined ? '' : `/${kitId}`}`;

export const NO_BRIDGES =
  'Bridges come with the account’s conference licences: each licence adds one here, ready to set up.';
