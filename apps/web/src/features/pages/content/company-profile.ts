import type { Localized } from '../page-document';

/** The company's registered details: the footer, About and the legal pages all read these. */
export type CompanyProfile = {
  legalName: string;
  ceo: string;
  businessNumber: string;
  address: string;
  phone: string;
  fax: string;
  email: string;
  founded: string;
  privacyOfficer: { name: string; position: string; phone: string; email: string };
};

export const companyProfile: Localized<CompanyProfile> = {
  ko: {
    legalName: '주식회사 한결산업',
    ceo: '한도윤',
    businessNumber: '124-81-35790',
    address: '경기도 평택시 포승읍 산업단지로 128 (우 17953)',
    phone: '031-681-2400',
    fax: '031-681-2409',
    email: 'contact@hangyeol.example',
    founded: '1998년 3월 12일',
    privacyOfficer: {
      name: '이서연',
      position: '경영지원팀장',
      phone: '031-681-2417',
      email: 'privacy@hangyeol.example',
    },
  },
  en: {
    legalName: 'Hangyeol Industry Co., Ltd.',
    ceo: 'Han Do-yoon',
    businessNumber: '124-81-35790',
    address: '128 Saneopdanji-ro, Poseung-eup, Pyeongtaek-si, Gyeonggi-do 17953, Republic of Korea',
    phone: '+82-31-681-2400',
    fax: '+82-31-681-2409',
    email: 'contact@hangyeol.example',
    founded: '12 March 1998',
    privacyOfficer: {
      name: 'Lee Seo-yeon',
      position: 'Head of Corporate Support',
      phone: '+82-31-681-2417',
      email: 'privacy@hangyeol.example',
    },
  },
};
