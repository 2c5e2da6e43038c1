// A member page (spec §2 "Member area"): its data start when it renders.
export { default } from './news-page';
