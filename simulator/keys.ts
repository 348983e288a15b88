/**
 * The simulator's one fixed 1024-bit RSA key pair (public exponent 0x10001), generated once
 * with node:crypto and pasted here so every run, test and replay is reproducible. A demo key:
 * it protects nothing.
 */
export const SIM_RSA_MODULUS_HEX =
  '928439c85716dfb31e4f530ac8c9ee0f64723e1f9eef6a40bb71a9ab8699c0f05c76f0f147b16204a5855216c10a1fbb1794335e2a3b435f4d1ab3b7a16302a3934dd3bcf1ba661e32cc2ed13be557e083d275a11a9b51fe010027b273471960ec1f02d5f453679bcc84f0d93e9e38de286275f7eee48270c400cf0e18e70385';

export const SIM_RSA_PRIVATE_EXPONENT_HEX =
  '55cc8cb1df1e0bfdae603176fd4212e07ca7d1ed5e7b41338b10f294f98b8c4ab53b09b9a18c24a427f1bcb28a74cd441878b6e40bc30c9f005e04a4222402e4b887b2e28febbe1b2c4ab7a38fe50860df9a38a4996b2894263c28dad137b68d1ef250913b07f4d2bada55ca880c650fb516d5ee17a68bbcbb24005bca4a5001';

export const SIM_RSA_PUBLIC_EXPONENT_HEX = '10001';
