import type { Localized, PageDocument } from '../page-document';
import { companyProfile } from './company-profile';

const ko = companyProfile.ko;
const en = companyProfile.en;

export const termsOfServicePage: Localized<PageDocument> = {
  ko: {
    eyebrow: '고객지원',
    title: '이용약관',
    summary: `${ko.legalName} 웹사이트를 이용하시기 전에 아래 약관을 확인해 주세요.`,
    withContents: true,
    effectiveDate: '이 약관은 2025년 3월 1일부터 시행합니다.',
    sections: [
      {
        heading: '제1조 (목적)',
        blocks: [
          {
            kind: 'paragraph',
            text: `이 약관은 ${ko.legalName}(이하 "회사")가 운영하는 웹사이트(이하 "사이트")에서 제공하는 제품 정보, 게시판, 온라인 문의 등 제반 서비스(이하 "서비스")의 이용과 관련하여 회사와 이용자의 권리, 의무 및 책임사항, 기타 필요한 사항을 규정함을 목적으로 합니다.`,
          },
        ],
      },
      {
        heading: '제2조 (정의)',
        blocks: [
          { kind: 'paragraph', text: '이 약관에서 사용하는 용어의 뜻은 다음과 같습니다.' },
          {
            kind: 'list',
            ordered: true,
            items: [
              '"이용자"란 사이트에 접속하여 이 약관에 따라 회사가 제공하는 서비스를 이용하는 자를 말합니다.',
              '"문의"란 이용자가 제품, 견적, 기술지원 등에 관하여 사이트를 통해 회사에 질의하는 글을 말합니다.',
              '"비밀번호"란 이용자가 작성한 문의를 다시 열람·수정·삭제할 수 있도록 이용자 본인이 정한 문자와 숫자의 조합을 말합니다.',
              '"게시물"이란 이용자 또는 회사가 사이트에 게시한 글, 사진, 파일 및 이와 유사한 정보를 말합니다.',
            ],
          },
        ],
      },
      {
        heading: '제3조 (약관의 게시와 개정)',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              '회사는 이 약관의 내용을 이용자가 쉽게 알 수 있도록 사이트 하단에 게시합니다.',
              '회사는 「약관의 규제에 관한 법률」 등 관련 법령을 위배하지 않는 범위에서 이 약관을 개정할 수 있습니다.',
              '회사가 약관을 개정하는 경우에는 적용일자와 개정 사유를 밝혀 적용일자 7일 전부터 사이트에 공지합니다. 다만, 이용자에게 불리하게 변경하는 경우에는 30일 전부터 공지합니다.',
              '이용자는 개정된 약관에 동의하지 않을 경우 서비스 이용을 중단할 수 있으며, 적용일 이후에도 서비스를 계속 이용하는 경우 개정 약관에 동의한 것으로 봅니다.',
            ],
          },
        ],
      },
      {
        heading: '제4조 (서비스의 제공 및 변경)',
        blocks: [
          { kind: 'paragraph', text: '회사는 다음과 같은 서비스를 제공합니다.' },
          {
            kind: 'list',
            ordered: true,
            items: [
              '회사 소개 및 제품·기술 정보 제공',
              '제품 검색 및 제품 상세 정보 제공',
              '공지사항, 소식 등 게시판 서비스',
              '제품·견적·기술지원에 관한 온라인 문의 및 답변',
              '기타 회사가 정하는 서비스',
            ],
          },
          {
            kind: 'paragraph',
            text: '회사는 제품 사양의 변경, 기술적 필요 등 상당한 이유가 있는 경우 제공하는 서비스의 내용을 변경할 수 있으며, 이 경우 변경 내용을 사이트에 공지합니다. 사이트에 게시된 제품 정보는 참고용이며, 실제 거래 조건은 별도의 견적서와 계약서에 따릅니다.',
          },
        ],
      },
      {
        heading: '제5조 (서비스의 중단)',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              '회사는 정보통신설비의 보수·점검·교체, 고장, 통신 두절 또는 운영상 상당한 이유가 있는 경우 서비스 제공을 일시적으로 중단할 수 있습니다.',
              '회사는 예정된 중단의 경우 사전에 사이트에 공지하며, 부득이한 사유로 사전에 공지할 수 없는 경우에는 사후에 공지합니다.',
            ],
          },
        ],
      },
      {
        heading: '제6조 (문의의 작성)',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              '이용자는 별도의 회원가입 없이 이름, 연락처 등 필요한 정보와 비밀번호를 입력하여 문의를 작성할 수 있습니다.',
              '문의는 기본적으로 비밀글로 등록되며, 작성자 본인(비밀번호를 아는 자)과 회사의 담당 직원만 열람할 수 있습니다.',
              '이용자는 비밀번호를 스스로 관리하여야 하며, 비밀번호를 잊거나 타인에게 알려 생긴 손해에 대하여 회사는 고의 또는 중대한 과실이 없는 한 책임을 지지 않습니다.',
              '회사는 영업일 기준으로 가능한 한 빠르게 답변하며, 답변 내용은 문의 화면에서 확인할 수 있습니다.',
            ],
          },
        ],
      },
      {
        heading: '제7조 (게시물의 관리)',
        blocks: [
          {
            kind: 'paragraph',
            text: '회사는 이용자가 게시한 게시물이 다음 각 호에 해당하는 경우 사전 통지 없이 삭제하거나 게시를 제한할 수 있습니다.',
          },
          {
            kind: 'list',
            ordered: true,
            items: [
              '타인을 비방하거나 명예를 훼손하는 내용',
              '타인의 개인정보, 저작권 등 권리를 침해하는 내용',
              '음란하거나 불법적인 정보를 포함하는 내용',
              '광고·홍보 등 서비스 목적과 관계없는 내용',
              '악성 프로그램을 포함하거나 서비스 운영을 방해하는 내용',
              '기타 관련 법령에 위반된다고 판단되는 내용',
            ],
          },
        ],
      },
      {
        heading: '제8조 (게시물의 저작권)',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              '사이트에 게시된 회사의 글, 사진, 도면, 카탈로그 등 모든 자료의 저작권은 회사에 있습니다.',
              '이용자는 회사의 사전 서면 동의 없이 사이트의 자료를 복제, 배포, 전송, 2차적 저작물 작성 등의 방법으로 영리 목적에 이용할 수 없습니다.',
              '이용자가 작성한 게시물의 저작권은 작성자에게 있으며, 회사는 문의에 대한 답변과 서비스 개선을 위한 범위에서 이를 이용할 수 있습니다.',
            ],
          },
        ],
      },
      {
        heading: '제9조 (이용자의 의무)',
        blocks: [
          { kind: 'paragraph', text: '이용자는 다음 행위를 하여서는 안 됩니다.' },
          {
            kind: 'list',
            ordered: true,
            items: [
              '문의 작성 시 허위 정보를 입력하거나 타인의 정보를 도용하는 행위',
              '회사 또는 제3자의 지식재산권 등 권리를 침해하는 행위',
              '자동화된 수단으로 사이트에 과도한 부하를 주거나 정보를 무단으로 수집하는 행위',
              '관리자 화면에 권한 없이 접근하거나 접근을 시도하는 행위',
              '기타 관련 법령 또는 이 약관에 위반되는 행위',
            ],
          },
        ],
      },
      {
        heading: '제10조 (회사의 의무)',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              '회사는 관련 법령과 이 약관을 지키며, 계속적이고 안정적으로 서비스를 제공하기 위하여 노력합니다.',
              '회사는 이용자의 개인정보를 보호하기 위하여 보안 체계를 갖추고 개인정보처리방침을 공개하고 준수합니다.',
              '회사는 이용자가 제기한 의견이나 불만이 정당하다고 인정하는 경우 이를 신속하게 처리합니다.',
            ],
          },
        ],
      },
      {
        heading: '제11조 (면책)',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              '회사는 천재지변, 전쟁, 기간통신사업자의 서비스 중지 등 불가항력으로 서비스를 제공할 수 없는 경우 책임이 면제됩니다.',
              '회사는 이용자의 귀책사유로 인한 서비스 이용 장애에 대하여 책임을 지지 않습니다.',
              '사이트에 게시된 제품 정보와 기술 자료는 일반적인 안내를 위한 것으로, 회사는 이를 근거로 한 이용자의 판단과 그 결과에 대하여 고의 또는 중대한 과실이 없는 한 책임을 지지 않습니다.',
            ],
          },
        ],
      },
      {
        heading: '제12조 (분쟁 해결 및 관할법원)',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              '이 약관과 서비스 이용에 관한 사항은 대한민국 법령에 따릅니다.',
              '서비스 이용과 관련하여 회사와 이용자 사이에 분쟁이 생긴 경우 양 당사자는 원만한 해결을 위하여 성실히 협의합니다.',
              '협의로 해결되지 않은 분쟁에 관한 소송은 「민사소송법」에 따른 관할법원에 제기합니다.',
            ],
          },
        ],
      },
      {
        heading: '부칙',
        blocks: [
          {
            kind: 'paragraph',
            text: '이 약관은 2025년 3월 1일부터 시행하며, 종전의 약관은 이 약관으로 대체합니다.',
          },
        ],
      },
    ],
  },
  en: {
    eyebrow: 'Support',
    title: 'Terms of Service',
    summary: `Please read these terms before using the ${en.legalName} website. This translation is provided for convenience; the Korean version prevails.`,
    withContents: true,
    effectiveDate: 'These terms take effect on 1 March 2025.',
    sections: [
      {
        heading: 'Article 1 (Purpose)',
        blocks: [
          {
            kind: 'paragraph',
            text: `These terms set out the rights, obligations and responsibilities of ${en.legalName} (the “Company”) and its users, and other necessary matters, regarding the use of the product information, boards, online inquiries and other services (the “Services”) provided on the website operated by the Company (the “Site”).`,
          },
        ],
      },
      {
        heading: 'Article 2 (Definitions)',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The terms used in these Terms of Service mean the following.',
          },
          {
            kind: 'list',
            ordered: true,
            items: [
              '“User” means anyone who accesses the Site and uses the Services under these terms.',
              '“Inquiry” means a message a User sends to the Company through the Site about products, quotations, technical support and the like.',
              '“Password” means the combination of letters and digits chosen by a User to view, edit or delete their own inquiry later.',
              '“Post” means text, photos, files and similar information published on the Site by a User or the Company.',
            ],
          },
        ],
      },
      {
        heading: 'Article 3 (Publication and amendment of the terms)',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              'The Company publishes these terms at the bottom of the Site so that Users can easily find them.',
              'The Company may amend these terms within the limits of applicable laws, including the Act on the Regulation of Terms and Conditions.',
              'When the Company amends the terms, it announces the effective date and the reasons on the Site at least 7 days in advance, or at least 30 days in advance when the change is unfavourable to Users.',
              'Users who do not agree to the amended terms may stop using the Services; continuing to use them after the effective date means agreeing to the amended terms.',
            ],
          },
        ],
      },
      {
        heading: 'Article 4 (Provision and change of the Services)',
        blocks: [
          { kind: 'paragraph', text: 'The Company provides the following Services.' },
          {
            kind: 'list',
            ordered: true,
            items: [
              'Company introduction and product and technology information',
              'Product search and product details',
              'Boards such as notices and news',
              'Online inquiries and answers about products, quotations and technical support',
              'Other services determined by the Company',
            ],
          },
          {
            kind: 'paragraph',
            text: 'The Company may change the content of the Services for good reason, such as changes in product specifications or technical needs, and will announce such changes on the Site. Product information on the Site is for reference only; actual terms of trade follow separate quotations and contracts.',
          },
        ],
      },
      {
        heading: 'Article 5 (Interruption of the Services)',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              'The Company may temporarily suspend the Services for maintenance, inspection or replacement of equipment, breakdowns, communication failures or other significant operational reasons.',
              'Planned interruptions are announced on the Site in advance; where advance notice is impossible, they are announced afterwards.',
            ],
          },
        ],
      },
      {
        heading: 'Article 6 (Writing inquiries)',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              'Users may write an inquiry without registering, by entering the required information such as their name and contact details, and a password.',
              'Inquiries are private by default: only the author (whoever knows the password) and the Company’s staff in charge can read them.',
              'Users must keep their password safe. Unless the Company acts intentionally or with gross negligence, it is not liable for losses caused by a forgotten or disclosed password.',
              'The Company answers as quickly as possible on business days; answers are shown on the inquiry page.',
            ],
          },
        ],
      },
      {
        heading: 'Article 7 (Management of posts)',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The Company may delete or restrict, without prior notice, any post by a User that:',
          },
          {
            kind: 'list',
            ordered: true,
            items: [
              'slanders others or damages their reputation;',
              'infringes the rights of others, including their personal information and copyright;',
              'contains obscene or illegal information;',
              'is unrelated to the purpose of the Services, such as advertising;',
              'contains malicious software or disrupts the operation of the Services;',
              'is otherwise judged to violate applicable laws.',
            ],
          },
        ],
      },
      {
        heading: 'Article 8 (Copyright)',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              'The Company owns the copyright of all materials it publishes on the Site, including text, photos, drawings and catalogues.',
              'Users may not reproduce, distribute, transmit, adapt or otherwise use the Site’s materials for commercial purposes without the Company’s prior written consent.',
              'The copyright of a post belongs to its author; the Company may use it to the extent necessary to answer inquiries and improve the Services.',
            ],
          },
        ],
      },
      {
        heading: 'Article 9 (Obligations of Users)',
        blocks: [
          { kind: 'paragraph', text: 'Users must not:' },
          {
            kind: 'list',
            ordered: true,
            items: [
              'enter false information or use someone else’s information when writing an inquiry;',
              'infringe the intellectual property or other rights of the Company or third parties;',
              'place excessive load on the Site or collect information from it without permission by automated means;',
              'access or attempt to access the administration pages without authorisation;',
              'otherwise violate applicable laws or these terms.',
            ],
          },
        ],
      },
      {
        heading: 'Article 10 (Obligations of the Company)',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              'The Company complies with applicable laws and these terms and strives to provide the Services continuously and reliably.',
              'The Company maintains security measures to protect Users’ personal information and publishes and follows its Privacy Policy.',
              'The Company promptly handles opinions and complaints from Users that it finds justified.',
            ],
          },
        ],
      },
      {
        heading: 'Article 11 (Disclaimer)',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              'The Company is not liable when it cannot provide the Services due to force majeure, such as natural disasters, war or the suspension of service by a telecommunications carrier.',
              'The Company is not liable for disruptions caused by the User.',
              'Product information and technical materials on the Site are general guidance. Unless the Company acts intentionally or with gross negligence, it is not liable for decisions Users make based on them or their consequences.',
            ],
          },
        ],
      },
      {
        heading: 'Article 12 (Dispute resolution and jurisdiction)',
        blocks: [
          {
            kind: 'list',
            ordered: true,
            items: [
              'These terms and the use of the Services are governed by the laws of the Republic of Korea.',
              'If a dispute arises between the Company and a User concerning the Services, both parties will negotiate in good faith to settle it amicably.',
              'Lawsuits over disputes not settled by negotiation are brought before the competent court under the Civil Procedure Act.',
            ],
          },
        ],
      },
      {
        heading: 'Addendum',
        blocks: [
          {
            kind: 'paragraph',
            text: 'These terms take effect on 1 March 2025 and replace all previous terms.',
          },
        ],
      },
    ],
  },
};
