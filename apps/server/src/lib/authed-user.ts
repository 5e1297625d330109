// The signed-in user as every layer sees it: what sessions resolve to and what services are given.
export type AuthedUser = {
  id: string;
  email: string | null;
  name: string;
  createdAt: string;
  /** IANA time zone, or null until the browser sent one (read as UTC). */
  timeZone: string | null;
};
