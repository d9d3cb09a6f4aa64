// The password rules of spec section 5, shared by the live checklist and the form's schema: the
// rule set shared with the /v1 API (schema/rules/), so the checklist and the server agree.
export {
  PASSWORD_MIN_LENGTH,
  passwordRules,
} from '../../../../schema/rules/patterns.ts';
