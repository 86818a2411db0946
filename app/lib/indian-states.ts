// India's states and union territories by their GST state code: the first two digits of a GSTIN, and
// the place of supply on a tax invoice (Rule 46 names the state and its code). Codes no longer given
// (25, Daman and Diu, now part of 26; 28, Andhra Pradesh before 2014, now 37) are left out: a GSTIN
// made today does not start with them.

export interface IndianState {
  code: string;
  name: string;
  /**
   * A union territory without a legislature: the state's half of intra-state GST is UTGST there, and
   * the invoice names it so (Delhi, Puducherry and Jammu and Kashmir have legislatures: SGST).
   */
  utgst?: true;
}

export const INDIAN_STATES: readonly IndianState[] = [
  { code: "35", name: "Andaman and Nicobar Islands", utgst: true },
  { code: "37", name: "Andhra Pradesh" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "18", name: "Assam" },
  { code: "10", name: "Bihar" },
  { code: "04", name: "Chandigarh", utgst: true },
  { code: "22", name: "Chhattisgarh" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu", utgst: true },
  { code: "07", name: "Delhi" },
  { code: "30", name: "Goa" },
  { code: "24", name: "Gujarat" },
  { code: "06", name: "Haryana" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "01", name: "Jammu and Kashmir" },
  { code: "20", name: "Jharkhand" },
  { code: "29", name: "Karnataka" },
  { code: "32", name: "Kerala" },
  { code: "38", name: "Ladakh", utgst: true },
  { code: "31", name: "Lakshadweep", utgst: true },
  { code: "23", name: "Madhya Pradesh" },
  { code: "27", name: "Maharashtra" },
  { code: "14", name: "Manipur" },
  { code: "17", name: "Meghalaya" },
  { code: "15", name: "Mizoram" },
  { code: "13", name: "Nagaland" },
  { code: "21", name: "Odisha" },
  { code: "97", name: "Other Territory", utgst: true },
  { code: "34", name: "Puducherry" },
  { code: "03", name: "Punjab" },
  { code: "08", name: "Rajasthan" },
  { code: "11", name: "Sikkim" },
  { code: "33", name: "Tamil Nadu" },
  { code: "36", name: "Telangana" },
  { code: "16", name: "Tripura" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "05", name: "Uttarakhand" },
  { code: "19", name: "West Bengal" },
];

const byCode = new Map(INDIAN_STATES.map((state) => [state.code, state]));

/** The state with GST code `code` ("27"), or undefined for a code India does not give. */
export const stateByCode = (code: string): IndianState | undefined => byCode.get(code);
