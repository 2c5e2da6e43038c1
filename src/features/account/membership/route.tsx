// A member page (spec §2 "Member area"): the memberships. It shows the frame's subscriptions
// (started by the frame's loader, shell/route.tsx) and needs nothing of its own until a click
// (a membership's description, a payment certificate), so it has no loader.
export { default } from './membership-page';
