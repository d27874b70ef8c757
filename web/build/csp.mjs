// Placeholder until this step lands (issue 16).
export async function writeCsp(site) {}
