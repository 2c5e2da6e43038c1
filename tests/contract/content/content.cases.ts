// Contract cases of openapi/content.yaml (WordPress), grouped by tag.
import { getServiceContent } from '@generated/content/endpoints/content/content';
import { listUniqueMessages } from '@generated/content/endpoints/notices/notices';
import { getGlobalOption } from '@generated/content/endpoints/options/options';
import { listMemberPages, listPages } from '@generated/content/endpoints/pages/pages';
import { getContentText } from '@generated/content/endpoints/texts/texts';
import { getServiceContent200Response } from '@generated/content/zod/content/content.zod';
import { listUniqueMessages200Response } from '@generated/content/zod/notices/notices.zod';
import { getGlobalOption200Response } from '@generated/content/zod/options/options.zod';
import {
  listMemberPages200Response,
  listPages200Response,
} from '@generated/content/zod/pages/pages.zod';
import { getContentText200Response } from '@generated/content/zod/texts/texts.zod';
import { op, type Cases } from '../cases';

export const contentCases: Cases = {
  // pages
  listPages: op(
    (o) => listPages({ search: 'Mina erbjudande', lang: 'sv', per_page: 10, page: 1 }, o),
    listPages200Response,
  ),
  listMemberPages: op(
    (o) => listMemberPages({ lang: 'sv', per_page: 20 }, o),
    listMemberPages200Response,
  ),
  // content
  getServiceContent: op((o) => getServiceContent(2150, o), getServiceContent200Response),
  // notices
  listUniqueMessages: op((o) => listUniqueMessages(o), listUniqueMessages200Response),
  // options
  getGlobalOption: op(
    (o) => getGlobalOption('booking_rules_url', { lang: 'sv' }, o),
    getGlobalOption200Response,
  ),
  // texts
  getContentText: op(
    (o) => getContentText('login_component_text', { lang: 'en' }, o),
    getContentText200Response,
  ),
};
