/** Where a product's page is (DESIGN §5: each product in the list links here). */
export const productDetailPath = (id: number) => `/product/detail/${String(id)}`;

/** The inquiry form with this product preselected (the inquiry page reads `productId`). */
export const productInquiryPath = (id: number) => `/inquiries?productId=${String(id)}`;
