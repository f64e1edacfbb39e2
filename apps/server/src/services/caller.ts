/** Who is calling: the user an access token names, with their customer and session. */
export interface Caller {
  userId: number;
  customerId: number;
  role: string;
  firstName: string;
  lastName: string;
  email: string;
  sessionId: string;
}
