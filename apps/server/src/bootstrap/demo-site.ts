import { siteSettingsInputSchema } from '@app/contract/site';
import type { Db } from '../db/client.ts';
import { saveSiteSettings } from '../modules/site/site.repository.ts';

/**
 * The demo company's facts (an invented company, as the demo pages describe it): written with
 * the rest of the demo content, through the same validation staff's own go through. A site
 * installed without the demo starts with none, and its footer shows none.
 */
export async function seedDemoSite(db: Db): Promise<void> {
  await saveSiteSettings(
    db,
    siteSettingsInputSchema.parse({
      siteName: '한결산업',
      siteNameEn: 'Hangyeol Industry',
      description: '산업용·농업용 설비와 스마트 솔루션을 만드는 제조 기업입니다. (데모)',
      descriptionEn: 'A maker of industrial and agricultural equipment and smart solutions. (demo)',
      companyName: '주식회사 한결산업 (데모)',
      companyNameEn: 'Hangyeol Industry Co., Ltd. (demo)',
      ceo: '한도윤',
      ceoEn: 'Han Do-yoon',
      businessNumber: '124-81-35798',
      address: '경기도 평택시 포승읍 산업단지로 128 (우 17953)',
      addressEn:
        '128 Saneopdanji-ro, Poseung-eup, Pyeongtaek-si, Gyeonggi-do 17953, Republic of Korea',
      phone: '031-681-2400',
      fax: '031-681-2409',
      email: 'contact@hangyeol.example',
      privacyOfficer: '이서연 (경영지원팀장)',
      privacyOfficerEn: 'Lee Seo-yeon (Head of Corporate Support)',
      privacyOfficerEmail: 'privacy@hangyeol.example',
    }),
  );
}
