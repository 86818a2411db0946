import { expect, it } from "vitest";
import { languageProblems } from "../../../tests/support/language-pairs";
import { ACKNOWLEDGEMENT_WORDS } from "./acknowledgement.server";

it("writes the acknowledgement of an enquiry from a Hindi page all in Hindi", () => {
  expect(languageProblems(ACKNOWLEDGEMENT_WORDS.en, ACKNOWLEDGEMENT_WORDS.hi, "acknowledgement")).toEqual([]);
});
