/** The words of the signing page, once for the page and its tests. */
export const SIGNING_COPY = {
  title: 'Please read and sign',
  handoverLead:
    'You are asked to accept this scaffold as the client by signing its handover certificate.',
  inspectionLead: 'You are asked to sign this scaffold inspection report as the client.',
  signTitle: 'Sign as the client',
  name: 'Your full name',
  signature: 'Your signature',
  signatureMissing: 'Sign inside the box before sending.',
  sign: 'Sign',
  signedBy: (name: string) => `Signed by ${name}. Thank you: you can close this page.`,
} as const;
