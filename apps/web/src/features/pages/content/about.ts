import type { Localized, PageDocument } from '../page-document';
import { companyProfile } from './company-profile';

const ko = companyProfile.ko;
const en = companyProfile.en;

export const aboutPage: Localized<PageDocument> = {
  ko: {
    eyebrow: '회사소개',
    title: '한결같은 품질로 현장을 움직입니다',
    summary:
      '한결산업은 1998년 창업 이래 산업용 설비와 농업용 기계를 설계·제조해 온 기업입니다. 공장과 농장의 현장에서 검증된 기술로 고객의 생산성을 높입니다.',
    sections: [
      {
        heading: 'CEO 인사말',
        blocks: [
          {
            kind: 'paragraph',
            text: '안녕하십니까. 한결산업을 찾아 주신 여러분께 진심으로 감사드립니다. 한결산업은 "한결같은 마음으로 현장의 문제를 끝까지 해결한다"는 창업 정신으로 27년간 산업과 농업의 현장을 지켜 왔습니다.',
          },
          {
            kind: 'paragraph',
            text: '작은 부품 가공 공장에서 출발한 저희는 이제 컨베이어와 이송 설비, 공압·유압 부품, 파종기와 관수 설비, 그리고 데이터로 설비와 작물을 관리하는 스마트 솔루션까지 공급하는 종합 제조 기업으로 성장했습니다. 이 모든 성장은 저희 제품을 믿고 현장에 들여 주신 고객 여러분 덕분입니다.',
          },
          {
            kind: 'paragraph',
            text: '인력은 줄고 품질 요구는 높아지는 지금, 제조와 농업 모두 자동화와 데이터 활용이 선택이 아닌 필수가 되었습니다. 한결산업은 튼튼한 기계 위에 똑똑한 기술을 더해, 고객이 더 적은 노력으로 더 좋은 결과를 얻도록 돕겠습니다. 앞으로도 변함없는 관심과 성원을 부탁드립니다.',
          },
          { kind: 'paragraph', text: `${ko.legalName} 대표이사 ${ko.ceo}` },
        ],
      },
      {
        heading: '회사 개요',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: '회사명', description: ko.legalName },
              { term: '대표이사', description: ko.ceo },
              { term: '설립일', description: ko.founded },
              { term: '임직원', description: '186명 (연구인력 32명 포함, 2025년 1월 기준)' },
              { term: '매출액', description: '812억 원 (2024년)' },
              {
                term: '사업 분야',
                description:
                  '산업용 이송·자동화 설비, 공압·유압 부품, 농업용 기계, 스마트팩토리·스마트팜 솔루션',
              },
              { term: '본사·공장', description: ko.address },
              { term: '사업자등록번호', description: ko.businessNumber },
            ],
          },
        ],
      },
      {
        heading: '비전과 핵심가치',
        blocks: [
          {
            kind: 'paragraph',
            text: '비전 2030: "현장의 데이터로 움직이는 제조·농업 솔루션 파트너". 기계 제조 역량에 센서와 소프트웨어를 결합해, 설비 공급을 넘어 운영 효율까지 책임지는 기업이 되겠습니다.',
          },
          {
            kind: 'cards',
            items: [
              {
                title: '현장 중심',
                text: '책상이 아닌 현장에서 답을 찾습니다. 설계자가 직접 고객의 공장과 농장을 방문해 문제를 확인합니다.',
              },
              {
                title: '품질 책임',
                text: '출하 전 전수 검사와 추적 가능한 생산 이력으로, 납품한 모든 제품에 끝까지 책임을 집니다.',
              },
              {
                title: '지속 혁신',
                text: '매출의 6% 이상을 연구개발에 투자해, 더 효율적이고 안전한 제품을 꾸준히 내놓습니다.',
              },
              {
                title: '상생 협력',
                text: '협력사와 기술과 성과를 나누고, 지역 농가와 함께 성장하는 길을 찾습니다.',
              },
            ],
          },
        ],
      },
      {
        heading: '연혁',
        blocks: [
          {
            kind: 'table',
            caption: '주요 연혁',
            columns: ['연도', '내용'],
            rows: [
              ['1998', '한결정밀 창업 (경기도 안산), 공압 부품 가공 시작'],
              ['2003', '법인 전환, 주식회사 한결산업으로 상호 변경'],
              ['2007', '평택 포승 산업단지 본사·제1공장 준공'],
              ['2009', 'ISO 9001 품질경영시스템 인증'],
              ['2012', '농업기계사업부 출범, 정밀 파종기 출시'],
              ['2016', '기업부설연구소 설립 (한국산업기술진흥협회 인정)'],
              ['2018', '제2공장 준공, 컨베이어 시스템 생산 확대'],
              ['2020', '스마트팩토리 모니터링 솔루션 "한결 링크" 출시'],
              ['2022', '수출 2,000만 달러 달성, 무역의 날 수출의 탑 수상'],
              ['2023', '스마트팜 실증센터 개소 (충남 당진)'],
              ['2024', 'ISO 45001 안전보건경영시스템 인증, 38개국 수출'],
            ],
          },
        ],
      },
      {
        heading: '오시는 길',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: '주소', description: ko.address },
              { term: '대표전화', description: ko.phone },
              { term: '팩스', description: ko.fax },
              { term: '이메일', description: ko.email },
              { term: '자가용', description: '서해안고속도로 서평택IC에서 포승 방면 약 10분' },
              {
                term: '대중교통',
                description:
                  '평택역에서 2-1번 버스 이용, "포승산업단지 입구" 정류장 하차 후 도보 5분',
              },
            ],
          },
        ],
      },
    ],
  },
  en: {
    eyebrow: 'About us',
    title: 'Consistent quality that keeps industry moving',
    summary:
      'Since 1998 Hangyeol Industry has designed and manufactured industrial equipment and agricultural machinery. Technology proven on factory floors and farms raises our customers’ productivity.',
    sections: [
      {
        heading: 'Message from the CEO',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Thank you for visiting Hangyeol Industry. For 27 years we have served factories and farms guided by our founding spirit: to solve the problems of the field, consistently and to the end. (Hangyeol means “unchanging, consistent” in Korean.)',
          },
          {
            kind: 'paragraph',
            text: 'We started as a small parts machining shop. Today we supply conveyors and handling equipment, pneumatic and hydraulic components, seeders and irrigation systems, and smart solutions that manage machines and crops with data. We owe all of this growth to the customers who trusted our products in their work.',
          },
          {
            kind: 'paragraph',
            text: 'With fewer hands available and rising quality demands, automation and data have become essentials for manufacturing and agriculture alike. We will keep adding intelligent technology to robust machinery so that our customers achieve better results with less effort. We look forward to your continued interest and support.',
          },
          { kind: 'paragraph', text: `${en.ceo}, CEO, ${en.legalName}` },
        ],
      },
      {
        heading: 'Company overview',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: 'Company', description: en.legalName },
              { term: 'CEO', description: en.ceo },
              { term: 'Founded', description: en.founded },
              { term: 'Employees', description: '186, including 32 researchers (January 2025)' },
              { term: 'Revenue', description: 'KRW 81.2 billion (2024)' },
              {
                term: 'Business areas',
                description:
                  'Industrial conveying and automation equipment, pneumatic and hydraulic components, agricultural machinery, smart factory and smart farm solutions',
              },
              { term: 'Headquarters and plant', description: en.address },
              { term: 'Business registration no.', description: en.businessNumber },
            ],
          },
        ],
      },
      {
        heading: 'Vision and core values',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Vision 2030: “A partner for manufacturing and agricultural solutions driven by data from the field.” By combining our machine-building expertise with sensors and software, we aim to take responsibility not only for supplying equipment but for how efficiently it runs.',
          },
          {
            kind: 'cards',
            items: [
              {
                title: 'Field first',
                text: 'We look for answers on site, not at a desk. Our engineers visit customers’ factories and farms to see each problem first-hand.',
              },
              {
                title: 'Ownership of quality',
                text: 'Every unit is inspected before shipping and its production history is traceable, so we stand behind everything we deliver.',
              },
              {
                title: 'Continuous innovation',
                text: 'We invest more than 6% of revenue in R&D to keep releasing more efficient and safer products.',
              },
              {
                title: 'Growing together',
                text: 'We share technology and results with our suppliers and look for ways to grow together with local farmers.',
              },
            ],
          },
        ],
      },
      {
        heading: 'History',
        blocks: [
          {
            kind: 'table',
            caption: 'Milestones',
            columns: ['Year', 'Milestone'],
            rows: [
              [
                '1998',
                'Founded as Hangyeol Precision in Ansan, Gyeonggi-do; began machining pneumatic parts',
              ],
              ['2003', 'Incorporated and renamed Hangyeol Industry Co., Ltd.'],
              [
                '2007',
                'Completed headquarters and Plant 1 in Poseung Industrial Complex, Pyeongtaek',
              ],
              ['2009', 'ISO 9001 quality management certification'],
              ['2012', 'Launched the Agricultural Machinery Division and a precision seeder'],
              ['2016', 'Established the corporate R&D centre (accredited by KOITA)'],
              ['2018', 'Completed Plant 2 and expanded conveyor system production'],
              ['2020', 'Released the “Hangyeol Link” smart factory monitoring solution'],
              [
                '2022',
                'Exports passed USD 20 million; received the Export Tower award on Trade Day',
              ],
              ['2023', 'Opened the smart farm demonstration centre in Dangjin, Chungcheongnam-do'],
              [
                '2024',
                'ISO 45001 occupational health and safety certification; exports to 38 countries',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Getting here',
        blocks: [
          {
            kind: 'facts',
            items: [
              { term: 'Address', description: en.address },
              { term: 'Phone', description: en.phone },
              { term: 'Fax', description: en.fax },
              { term: 'Email', description: en.email },
              {
                term: 'By car',
                description:
                  'About 10 minutes from West Pyeongtaek IC on the Seohaean Expressway, towards Poseung',
              },
              {
                term: 'By public transport',
                description:
                  'From Pyeongtaek Station take bus 2-1 to “Poseung Industrial Complex Entrance”, then walk 5 minutes',
              },
            ],
          },
        ],
      },
    ],
  },
};
