import { DEFAULT_HOME_LAYOUT, homeSectionsInputSchema } from '@app/contract/home-sections';
import type { Db } from '../db/client.ts';
import { saveHomeSections } from '../modules/home/home-sections.repository.ts';

/** The page's own headings, but for the quick links'. */
const linksHeading = (title: string) => ({
  featured: {},
  categories: {},
  notices: {},
  links: { eyebrow: 'QUICK LINKS', title },
});

/**
 * The demo company's home page sections (its figures are invented, as the demo pages say):
 * written with the rest of the demo content, through the same validation staff's own go
 * through. A site installed without the demo shows none until staff write them.
 */
export async function seedDemoHomeSections(db: Db): Promise<void> {
  await saveHomeSections(
    db,
    homeSectionsInputSchema.parse({
      ko: {
        eyebrow: 'INDUSTRIAL & AGRICULTURAL SOLUTIONS',
        stats: [
          { value: '1998', label: '설립' },
          { value: '1,200+', label: '거래 고객사' },
          { value: '38개국', label: '수출 국가' },
          { value: '46건', label: '등록 특허' },
        ],
        business: {
          title: '사업 분야',
          description: '공장과 농장, 두 현장에서 검증된 제품과 솔루션을 공급합니다.',
          areas: [
            {
              icon: 'factory',
              title: '산업용 설비',
              text: '생산 라인의 물류와 자동화를 책임지는 설비와 핵심 부품입니다.',
              points: [
                '벨트·롤러 컨베이어 시스템',
                '공압 실린더·밸브·액추에이터',
                '유압 유닛 및 산업용 펌프',
              ],
            },
            {
              icon: 'plant',
              title: '농업용 기계',
              text: '파종부터 관수, 수확 후 관리까지 농작업의 부담을 덜어 줍니다.',
              points: [
                '정밀 파종기·이식기',
                '점적·스프링클러 관수 설비',
                '선별기 및 저온 저장 설비',
              ],
            },
            {
              icon: 'chip',
              title: '스마트 솔루션',
              text: '설비와 작물의 데이터를 모아 운영을 자동화하고 최적화합니다.',
              points: [
                '스마트팩토리 모니터링 "한결 링크"',
                '스마트팜 환경 제어 "한결 그로우"',
                '예지 보전 및 에너지 관리',
              ],
              link: '/smart',
              linkLabel: '스마트 솔루션 자세히 보기',
            },
          ],
        },
        strengths: {
          title: '한결산업을 선택하는 이유',
          items: [
            {
              title: '설계부터 사후관리까지',
              text: '상담, 맞춤 설계, 제작, 설치, 교육, 유지보수를 한 회사가 책임집니다.',
            },
            {
              title: '검증된 품질',
              text: 'ISO 9001·14001·45001 인증 공정에서 전수 검사를 거쳐 출하합니다.',
            },
            {
              title: '전국 서비스 네트워크',
              text: '5개 서비스 거점에서 접수 후 48시간 안에 현장을 찾아갑니다.',
            },
          ],
        },
        headings: linksHeading('바로가기'),
        links: [
          { label: '제품 카탈로그', link: '/product/list', description: '전체 제품을 분류별로' },
          { label: '스마트 솔루션', link: '/smart', description: '한결 링크·한결 그로우' },
          { label: '연구개발', link: '/research', description: '기술연구소와 연구 과제' },
          { label: '특허·인증', link: '/patent', description: '등록 특허와 품질 인증' },
        ],
        contact: {
          title: '현장에 맞는 설비, 함께 찾아 드립니다',
          text: '용도와 수량, 설치 환경을 남겨 주시면 담당 엔지니어가 연락드립니다. (데모)',
          action: '견적·상담 문의',
          link: '/inquiries',
        },
      },
      en: {
        eyebrow: 'INDUSTRIAL & AGRICULTURAL SOLUTIONS',
        stats: [
          { value: '1998', label: 'Founded' },
          { value: '1,200+', label: 'Business customers' },
          { value: '38', label: 'Export countries' },
          { value: '46', label: 'Registered patents' },
        ],
        business: {
          title: 'What we do',
          description:
            'Products and solutions proven in two kinds of workplaces: factories and farms.',
          areas: [
            {
              icon: 'factory',
              title: 'Industrial equipment',
              text: 'Equipment and key components that handle logistics and automation on the production line.',
              points: [
                'Belt and roller conveyor systems',
                'Pneumatic cylinders, valves and actuators',
                'Hydraulic units and industrial pumps',
              ],
            },
            {
              icon: 'plant',
              title: 'Agricultural machinery',
              text: 'Machines that lighten farm work, from sowing and irrigation to post-harvest handling.',
              points: [
                'Precision seeders and transplanters',
                'Drip and sprinkler irrigation',
                'Graders and cold storage',
              ],
            },
            {
              icon: 'chip',
              title: 'Smart solutions',
              text: 'Data from machines and crops, used to automate and optimise operations.',
              points: [
                '“Hangyeol Link” smart factory monitoring',
                '“Hangyeol Grow” smart farm climate control',
                'Predictive maintenance and energy management',
              ],
              link: '/smart',
              linkLabel: 'More about smart solutions',
            },
          ],
        },
        strengths: {
          title: 'Why customers choose us',
          items: [
            {
              title: 'From design to after-sales',
              text: 'Consultation, custom design, manufacturing, installation, training and maintenance from one company.',
            },
            {
              title: 'Proven quality',
              text: 'Every unit is inspected before shipping from ISO 9001, 14001 and 45001 certified processes.',
            },
            {
              title: 'Nationwide service',
              text: 'Five service centres reach your site within 48 hours of a request.',
            },
          ],
        },
        headings: linksHeading('Quick links'),
        links: [
          {
            label: 'Product catalogue',
            link: '/product/list',
            description: 'Every product by category',
          },
          { label: 'Smart solutions', link: '/smart', description: 'Hangyeol Link and Grow' },
          { label: 'Research', link: '/research', description: 'Our lab and projects' },
          { label: 'Patents', link: '/patent', description: 'Patents and certifications' },
        ],
        contact: {
          title: 'Equipment that fits your site',
          text: 'Tell us what you need, how many and where; an engineer will get back to you. (demo)',
          action: 'Ask for a quote',
          link: '/inquiries',
        },
      },
      // Every section shown in the page's own order, the quick links before the call to action.
      layout: DEFAULT_HOME_LAYOUT,
    }),
  );
}
