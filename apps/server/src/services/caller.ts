/** Who is calling: the user an access token names, with their customer and session. */
export interface Caller {
  userId: number;
  customerId: number;
  role: string;
  firstName: string;
  lastName: string;
  email: string;
  sessionId: string;
  /**
   * The customer's data version as the call was authenticated (read in the same statement): a
   * view held at this version or newer answers the call without a transaction of its own.
   */
  dataVersion: number;
}
