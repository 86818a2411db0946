/**
 * The reference an enquirer is given (in the acknowledgement e-mail) and may quote on the phone:
 * the first eight characters of the lead's id, upper-cased. The lead's page shows it and the
 * leads search finds a lead by it.
 */
export const leadReference = (leadId: string) => leadId.slice(0, 8).toUpperCase();

/** A search text that is a reference: eight hexadecimal characters, any case. */
export const isLeadReference = (text: string) => /^[0-9a-f]{8}$/i.test(text.trim());
