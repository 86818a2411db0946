import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "ecommerce-setup",
    serviceSlug: "ecommerce",
    title: "E-commerce Store Setup",
    subtitle: "A working online store on Shopify, WooCommerce or a custom stack, ready to take orders in weeks",
    description:
      "E-commerce setup is the full build of your online store, from picking the platform to shipping the first order. It suits D2C brands moving off Instagram DMs, kirana and speciality retailers who want home delivery beyond their locality, and manufacturers starting to sell direct to consumers. We choose between Shopify, WooCommerce or a custom Next.js store based on your catalogue size and budget, then set up the theme, product pages, shipping rules, GST settings and a Shiprocket or Delhivery account. A typical Shopify launch with up to 200 products takes 3-5 weeks, with projects starting around ₹60,000 plus your platform subscription.",
    features: [
      {
        title: "Platform selection and store build",
        description:
          "A written comparison of Shopify, WooCommerce and custom options for your order volume, followed by a branded theme set up on the chosen platform.",
      },
      {
        title: "GST-ready tax and invoice settings",
        description:
          "HSN codes, CGST/SGST/IGST rules by state and auto-generated GST invoices with your GSTIN on every order.",
      },
      {
        title: "Shipping and courier integration",
        description:
          "Shiprocket, Delhivery or Shadowfax connected for pin-code serviceability checks, automatic AWB generation and tracking links.",
      },
      {
        title: "Legal and policy pages",
        description:
          "Return, refund, shipping, privacy and terms pages drafted to match your actual process and the requirements of payment gateways.",
      },
      {
        title: "Order notifications on WhatsApp and SMS",
        description:
          "Order confirmation, dispatch and delivery updates sent on WhatsApp and SMS so customers stop calling to ask where their parcel is.",
      },
      {
        title: "Launch checklist and staff handover",
        description:
          "Test orders across payment methods, Google Search Console and Merchant Center setup, and a recorded training session for your team.",
      },
    ],
    benefits: [
      "Start selling across India without building a tech team",
      "Tax, shipping and invoicing set up correctly from day one",
      "A store your staff can update themselves after handover",
      "Fewer manual steps between an order and a dispatched parcel",
      "A clear cost picture before you commit to a platform",
    ],
    metrics: [
      "Typical launch in 3-5 weeks for catalogues under 200 products",
      "Store pages load in under 2.5 seconds on a 4G phone",
      "Order-to-dispatch admin time often cut by 40-60% once courier booking is automated",
    ],
    keywords: [
      "ecommerce website development India",
      "Shopify store setup India",
      "WooCommerce developer for small business",
      "online store with GST invoice",
      "D2C website setup",
    ],
  },
  {
    slug: "payment-integration",
    serviceSlug: "ecommerce",
    title: "Payment Gateway Integration",
    subtitle: "UPI, cards, net banking, wallets and COD, wired in so that more checkouts end in a paid order",
    description:
      "Payment integration connects your store or app to Indian payment gateways so customers can pay the way they prefer, which for most shoppers means UPI. It suits online stores, coaching institutes collecting fees, clinics taking advance bookings and B2B sellers sending payment links. We integrate Razorpay, Cashfree, PhonePe PG or PayU, enable UPI intent on mobile, add COD with OTP confirmation and reconcile payments with GST invoices. Gateways usually charge around 2% per transaction, and setup on an existing site typically takes 1-2 weeks including the gateway's KYC approval.",
    features: [
      {
        title: "Gateway onboarding and KYC support",
        description:
          "Help with Razorpay, Cashfree, PhonePe PG or PayU account activation, including the website policy checks that usually delay approval.",
      },
      {
        title: "UPI intent and QR checkout",
        description:
          "On mobile, shoppers tap to open GPay, PhonePe or Paytm directly; on desktop, a UPI QR code appears instead of a form.",
      },
      {
        title: "COD with OTP verification",
        description:
          "Cash-on-delivery limited by pin code and order value, with an OTP or WhatsApp confirmation step to reduce fake orders and RTO.",
      },
      {
        title: "Payment links and subscriptions",
        description:
          "Shareable payment links for WhatsApp sales, plus recurring UPI AutoPay or card mandates for fees, memberships and refill orders.",
      },
      {
        title: "Webhooks and order reconciliation",
        description:
          "Server-side webhooks that mark orders paid only after the gateway confirms, so dropped browser sessions do not leave orders stuck.",
      },
      {
        title: "GST invoices and refund flows",
        description:
          "Invoices generated automatically on payment, with partial and full refunds processed from your admin panel back to the original method.",
      },
    ],
    benefits: [
      "Customers pay with the UPI app already on their phone",
      "Fewer fake COD orders and return-to-origin losses",
      "Accounts team gets payments matched to invoices without spreadsheets",
      "Collect fees and repeat payments without chasing customers",
      "Gateway choice based on your fees and settlement needs, not a default",
    ],
    metrics: [
      "Payment success rates commonly rise 5-10 percentage points after adding UPI intent",
      "RTO on COD orders often falls 15-30% with OTP confirmation",
      "Settlement to bank typically T+1 or T+2 depending on gateway",
      "Integration on an existing store usually live in 7-14 days",
    ],
    keywords: [
      "Razorpay integration developer",
      "payment gateway integration India",
      "UPI payment on website",
      "COD OTP verification Shopify",
      "Cashfree payment gateway setup",
      "PhonePe payment gateway integration",
    ],
  },
  {
    slug: "catalog-management",
    serviceSlug: "ecommerce",
    title: "Product Catalogue Management",
    subtitle: "Clean, consistent product listings across your store, Google Shopping and marketplaces",
    description:
      "Catalogue management is the ongoing work of keeping product titles, images, prices, variants and stock accurate wherever you sell. It matters most for retailers with hundreds of SKUs, apparel and footwear brands with size-colour variants, and distributors who list on Amazon, Flipkart or IndiaMART as well as their own site. Our team writes and structures listings, fixes images, sets up bulk upload sheets and keeps Google Merchant Center and Meta catalogue feeds in sync with your inventory. Monthly retainers start around ₹15,000 for up to 300 active SKUs, with one-time clean-up projects priced by catalogue size.",
    features: [
      {
        title: "Product data clean-up",
        description:
          "Standardised titles, attributes, HSN codes and variant structures so filters and search on your store actually work.",
      },
      {
        title: "Search-friendly product copy",
        description:
          "Descriptions written for the way Indian shoppers search, including material, size charts and care details, in English or Hindi.",
      },
      {
        title: "Image editing and standards",
        description:
          "White-background cut-outs, consistent crops and compressed files that meet Amazon, Flipkart and Google Shopping image rules.",
      },
      {
        title: "Google Merchant Center and Meta feeds",
        description:
          "Product feeds that power Shopping ads, free listings and Instagram shopping tags, with disapproved items tracked and fixed.",
      },
      {
        title: "Bulk upload and price updates",
        description:
          "Spreadsheet templates and import routines so new collections or festive price changes go live in hours rather than days.",
      },
      {
        title: "Inventory sync across channels",
        description:
          "Stock levels linked between your store, marketplaces and POS so you do not sell the same last piece twice.",
      },
    ],
    benefits: [
      "Shoppers find the right product through filters and search",
      "Fewer feed disapprovals holding back your Shopping ads",
      "Less overselling and cancelled orders",
      "New collections launched faster before festive seasons",
    ],
    metrics: [
      "Merchant Center disapproval rates typically brought under 3% of listed items",
      "New SKU listing time reduced from days to a few hours with bulk templates",
      "Stock-out cancellations often down 50% or more after channel sync",
    ],
    keywords: [
      "product catalogue management services",
      "ecommerce product listing services India",
      "Google Merchant Center feed setup",
      "Shopify bulk product upload",
      "Amazon Flipkart catalogue management",
    ],
  },
  {
    slug: "cart-optimization",
    serviceSlug: "ecommerce",
    title: "Cart and Checkout Optimisation",
    subtitle: "Find out where shoppers drop off between cart and payment, then fix it",
    description:
      "Cart optimisation studies the steps between 'add to cart' and 'order placed' and removes the friction that makes people leave. Most Indian stores lose 65-80% of carts, so this work pays off fastest for brands already getting steady traffic, typically those with 1,000 or more sessions a day. We audit your checkout on real phones, shorten forms, add one-tap checkouts such as Shopflo, GoKwik or Razorpay Magic Checkout where they fit, and set up abandoned-cart recovery on WhatsApp and email. An audit with a prioritised fix list takes about two weeks, and implementation is priced on the changes you approve.",
    features: [
      {
        title: "Checkout funnel audit",
        description:
          "Step-by-step drop-off analysis from product page to payment, combined with session recordings from Microsoft Clarity or Hotjar.",
      },
      {
        title: "Shorter address and contact forms",
        description:
          "Pin-code auto-fill for city and state, phone-number login and saved addresses so repeat buyers check out in seconds.",
      },
      {
        title: "One-tap checkout evaluation",
        description:
          "A cost-versus-benefit review of Shopflo, GoKwik and Razorpay Magic Checkout for your order volume, with setup if it makes sense.",
      },
      {
        title: "Abandoned-cart recovery",
        description:
          "A WhatsApp and email sequence sent at 30 minutes, 6 hours and 24 hours after a cart is abandoned, with a direct link back to the cart.",
      },
      {
        title: "Trust and cost clarity",
        description:
          "Delivery dates by pin code, shipping charges shown early, COD availability and return policy placed where doubts arise.",
      },
      {
        title: "Upsell and order-value tweaks",
        description:
          "Free-shipping thresholds, frequently-bought-together bundles and cart-page add-ons tested to lift average order value.",
      },
    ],
    benefits: [
      "More revenue from the traffic you already pay for",
      "Lost carts brought back through WhatsApp reminders",
      "Fewer surprise charges that make shoppers abandon at the last step",
      "Changes backed by data from your own store, not generic checklists",
    ],
    metrics: [
      "Checkout completion commonly improves 10-25% after form and payment fixes",
      "Abandoned-cart WhatsApp flows typically recover 8-15% of carts",
      "Average order value often up 5-12% with tested thresholds and bundles",
    ],
    keywords: [
      "reduce cart abandonment India",
      "checkout optimisation Shopify",
      "abandoned cart WhatsApp recovery",
      "GoKwik Shopflo checkout setup",
      "ecommerce conversion rate improvement",
    ],
  },
];
